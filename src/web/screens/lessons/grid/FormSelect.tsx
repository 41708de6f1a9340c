import { Select, type SelectProps } from 'antd';

/**
 * antd's select inside a Form.Item: the item hands its control aria-required, which the select's wrapper element may
 * not carry (axe); the label's mark says the choice is required.
 */
export function FormSelect({ 'aria-required': _required, ...props }: SelectProps<number> & { 'aria-required'?: boolean | 'true' | 'false' }) {
  return <Select<number> {...props} />;
}
