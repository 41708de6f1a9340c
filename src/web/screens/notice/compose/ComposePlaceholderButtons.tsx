import type { Editor } from '@tiptap/react';
import { Button, Tooltip, Typography } from 'antd';
import { codeLists } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import styles from './ComposeEditor.module.css';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

/**
 * Buttons that insert the area's placeholders (the code list guardian_placeholder: {保護者姓}, {校舎名}, …; a
 * communication's teacher_placeholder) at the cursor; each recipient's page and e-mail shows its own value there.
 */
export function ComposePlaceholderButtons({ editor }: { editor: Editor }) {
  const list = useNoticeArea().placeholderList;
  const at = useAreaText();
  return (
    <div className={styles.placeholders}>
      <Tooltip title={at('noticeCompose.content.placeholdersHelp')}>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 4 }}>{t('noticeCompose.content.placeholders')}</Typography.Text>
      </Tooltip>
      {codeLists[list].values.map((p) => (
        <Button key={p.code} size="small" onMouseDown={(e) => e.preventDefault()}
          onClick={() => editor.chain().focus().insertContent(p.code).run()}>
          {p.label}
        </Button>
      ))}
    </div>
  );
}
