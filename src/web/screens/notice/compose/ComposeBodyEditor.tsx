import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { t } from '../../../i18n/i18n.js';
import styles from './ComposeEditor.module.css';
import { ComposeEditorToolbar } from './ComposeEditorToolbar';
import { ComposePlaceholderButtons } from './ComposePlaceholderButtons';
import { ComposeTemplatePicker } from './ComposeTemplatePicker';
import { templateParagraphs } from './templateParagraphs.js';
import { useAreaText } from '../area/useAreaText.js';

/** The body's formatting: what the toolbar offers and the server's sanitiser keeps (no code, images or rules). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'], HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
  }),
];

/**
 * The notice body as rich text (Tiptap): toolbar, placeholder buttons and 「テンプレートから挿入」. An antd form
 * control: `value` is the HTML, `onChange` gets the new HTML ('' when the body is empty).
 */
export function ComposeBodyEditor(props: {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** A template was inserted: its title (the page puts it into an empty title). */
  onTemplateTitle?: (title: string) => void;
}) {
  // The HTML this editor last reported: a value equal to it is our own echo, not a change from outside.
  const at = useAreaText();
  const emitted = useRef(props.value ?? '');
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const editor = useEditor({
    extensions,
    content: props.value ?? '',
    editorProps: { attributes: { class: styles.content, role: 'textbox', 'aria-multiline': 'true', 'aria-label': t('noticeCompose.content.body'), ...(props.id ? { id: props.id } : {}) } },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange.current?.(emitted.current);
    },
  });
  // The form item's validation state, as antd's own inputs read it.
  const { status } = Form.Item.useStatus();
  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });
  // A value from outside (the form restored from storage, a reset): shown without reporting it back as an edit.
  useEffect(() => {
    const value = props.value ?? '';
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, props.value]);

  return (
    <div className={`${styles.frame} ${status === 'error' ? styles.error : ''}`}>
      <ComposeEditorToolbar editor={editor} />
      <div className={styles.area}>
        {isEmpty && <div className={styles.placeholder} aria-hidden>{at('noticeCompose.editor.placeholder')}</div>}
        <EditorContent editor={editor} />
      </div>
      <ComposePlaceholderButtons editor={editor} />
      <div style={{ padding: '0 8px 8px' }}>
        <ComposeTemplatePicker onInsert={(template) => {
          editor.chain().focus().insertContent(templateParagraphs(template.body)).run();
          props.onTemplateTitle?.(template.title);
        }} />
      </div>
    </div>
  );
}
