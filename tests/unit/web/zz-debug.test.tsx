// @vitest-environment jsdom
import { it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GenericFormView } from '../../../src/web/screens/generic/GenericFormView';

it('debug', async () => {
  render(<GenericFormView entity="tag" isSubmitting={false} onSubmit={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await new Promise((r) => setTimeout(r, 500));
  console.log(document.body.textContent);
  console.log(document.querySelector('.ant-form-item-explain')?.outerHTML);
});
