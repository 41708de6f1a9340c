import { Tooltip } from 'antd';
import { shortenLongText } from './shortenLongText.js';

/** Text shortened per spec §5 (first 6 … last 13 from 28 characters), the whole text on hover and for readers. */
export function LongText({ text }: { text: string }) {
  const short = shortenLongText(text);
  if (short === text) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span aria-label={text}>{short}</span>
    </Tooltip>
  );
}
