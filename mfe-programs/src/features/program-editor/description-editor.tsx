import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  .tiptap {
    min-height: 140px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    line-height: 1.5;
    outline: none;
  }
  .tiptap:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primaryLight};
  }
  .tiptap p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Tool = styled.button`
  min-width: 36px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryLight};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Hint = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** An editor that holds no text says so with an empty string, not "<p></p>". */
const htmlOf = (html: string, isEmpty: boolean) => (isEmpty ? '' : html);

export interface DescriptionEditorProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * The program description as rich text (decision 0106): paragraphs, bold, italic, underline, headings,
 * lists, quotes and links — what the API's sanitiser keeps (decisions 0045, 0059), so what the coach
 * sees here is what visitors see. Ctrl/Cmd+B, I and U work as in any editor; the toolbar is one tab stop
 * of toggle buttons.
 */
export default function DescriptionEditor({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
}: DescriptionEditorProps) {
  const id = useId();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint ? { 'aria-describedby': `${id}-hint` } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'description-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current.getHTML(), current.isEmpty)),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  if (!editor || !active) return null;

  const tools = [
    { key: 'bold', label: 'Bold', text: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: 'Italic', text: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    {
      key: 'underline',
      label: 'Underline',
      text: 'U',
      run: () => editor.chain().focus().toggleUnderline().run(),
    },
    {
      key: 'heading',
      label: 'Heading',
      text: 'H',
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      text: '•',
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      text: '1.',
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: 'Quote',
      text: '❝',
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
  ] as const;

  const applyLink = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address)
      chain.setLink({ href: /^(https?:|mailto:)/i.test(address) ? address : `https://${address}` }).run();
    else chain.unsetLink().run();
    setLinking(false);
    setHref('');
  };

  return (
    <Frame $invalid={Boolean(error)}>
      <Label id={`${id}-label`}>{label}</Label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Toolbar role="toolbar" aria-label={`${label} formatting`}>
        {tools.map((tool) => (
          <Tool
            key={tool.key}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={active[tool.key]}
            onClick={tool.run}
          >
            {tool.text}
          </Tool>
        ))}
        <Tool
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={active.link}
          aria-expanded={linking}
          onClick={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? '');
            setLinking((open) => !open);
          }}
        >
          🔗
        </Tool>
      </Toolbar>
      {linking ? (
        <Toolbar>
          <input
            aria-label="Link address"
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(false);
            }}
          />
          <Tool type="button" onClick={applyLink}>
            {href.trim() ? 'Apply' : 'Remove link'}
          </Tool>
        </Toolbar>
      ) : null}
      <EditorContent editor={editor} />
      {error ? (
        <ErrorText role="alert" id={`${id}-error`}>
          {error}
        </ErrorText>
      ) : null}
    </Frame>
  );
}
