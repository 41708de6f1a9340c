// Must come first: lets antd 5 render under React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import './main.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { cspNonce, nonceNewStyleElements } from './cspNonce';

nonceNewStyleElements(cspNonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
