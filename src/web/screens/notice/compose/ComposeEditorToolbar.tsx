import {
  BoldOutlined, FontSizeOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined,
  UnderlineOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Dropdown, Tooltip } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { ComposeEditorButton } from './ComposeEditorButton';
import styles from './ComposeEditor.module.css';
import { ComposeLinkButton } from './ComposeLinkButton';

/** 「 as the blockquote icon: antd has no quote icon. */
const quoteIcon = <span aria-hidden style={{ fontSize: 18, lineHeight: 1, fontFamily: 'serif' }}>“</span>;

/** The formatting buttons of the body: bold, italic, underline, strike, heading, lists, link, quote, undo and redo. */
export function ComposeEditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      isBold: e.isActive('bold'),
      isItalic: e.isActive('italic'),
      isUnderline: e.isActive('underline'),
      isStrike: e.isActive('strike'),
      heading: ([2, 3] as const).find((level) => e.isActive('heading', { level })),
      isBulletList: e.isActive('bulletList'),
      isOrderedList: e.isActive('orderedList'),
      isBlockquote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  const headingItems = [
    { key: 'h2', label: t('noticeCompose.editor.headingLarge'), onClick: () => run().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t('noticeCompose.editor.headingSmall'), onClick: () => run().toggleHeading({ level: 3 }).run() },
    { key: 'p', label: t('noticeCompose.editor.paragraph'), onClick: () => run().setParagraph().run() },
  ];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('noticeCompose.editor.toolbar')}>
      <ComposeEditorButton label={t('noticeCompose.editor.bold')} icon={<BoldOutlined />} isActive={state.isBold} onClick={() => run().toggleBold().run()} />
      <ComposeEditorButton label={t('noticeCompose.editor.italic')} icon={<ItalicOutlined />} isActive={state.isItalic} onClick={() => run().toggleItalic().run()} />
      <ComposeEditorButton label={t('noticeCompose.editor.underline')} icon={<UnderlineOutlined />} isActive={state.isUnderline} onClick={() => run().toggleUnderline().run()} />
      <ComposeEditorButton label={t('noticeCompose.editor.strike')} icon={<StrikethroughOutlined />} isActive={state.isStrike} onClick={() => run().toggleStrike().run()} />
      <span className={styles.separator} />
      <Dropdown trigger={['click']} menu={{ items: headingItems, selectable: true, selectedKeys: [state.heading ? `h${state.heading}` : 'p'] }}>
        <Tooltip title={t('noticeCompose.editor.heading')} mouseEnterDelay={0.4}>
          <Button type="text" size="small" icon={<FontSizeOutlined />} aria-label={t('noticeCompose.editor.heading')}
            className={state.heading ? styles.active : undefined} onMouseDown={(e) => e.preventDefault()} />
        </Tooltip>
      </Dropdown>
      <ComposeEditorButton label={t('noticeCompose.editor.bulletList')} icon={<UnorderedListOutlined />} isActive={state.isBulletList} onClick={() => run().toggleBulletList().run()} />
      <ComposeEditorButton label={t('noticeCompose.editor.orderedList')} icon={<OrderedListOutlined />} isActive={state.isOrderedList} onClick={() => run().toggleOrderedList().run()} />
      <ComposeEditorButton label={t('noticeCompose.editor.blockquote')} icon={quoteIcon} isActive={state.isBlockquote} onClick={() => run().toggleBlockquote().run()} />
      <ComposeLinkButton editor={editor} />
      <span className={styles.separator} />
      <ComposeEditorButton label={t('noticeCompose.editor.undo')} icon={<UndoOutlined />} isDisabled={!state.canUndo} onClick={() => run().undo().run()} />
      <ComposeEditorButton label={t('noticeCompose.editor.redo')} icon={<RedoOutlined />} isDisabled={!state.canRedo} onClick={() => run().redo().run()} />
    </div>
  );
}
