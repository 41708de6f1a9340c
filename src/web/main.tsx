// Must come first: lets antd 5 render under React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import './main.css';
import './boot.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { cspNonce, nonceNewStyleElements } from './cspNonce';

nonceNewStyleElements(cspNonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, React renders the first page in slices of a few milliseconds and lets the phone handle input in
// between, instead of in one long task (issue 9: mobile Total Blocking Time of the log-in page, Lighthouse, 400–650 ms
// → 70–210 ms in alternating runs on the same machine).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
