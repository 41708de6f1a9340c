import { formatCell, type CellColumn, type RefLabels } from './formatCell.js';

/**
 * One value as lists and details show it: the text of formatCell, and for a colour its swatch with the code beside
 * it (the code alone says little to a person; the swatch alone cannot be read out or copied).
 */
export function CellValue(props: { value: unknown; column: CellColumn; refLabels?: RefLabels; row?: Readonly<Record<string, unknown>> }) {
  const text = formatCell(props);
  if (props.column.type !== 'color' || text === '') return <>{text}</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span data-color-swatch aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, marginRight: 6, verticalAlign: 'middle', background: text, border: '1px solid rgba(0,0,0,0.15)' }} />
      {text}
    </span>
  );
}
