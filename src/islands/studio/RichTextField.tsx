// A rich-text field for the studio (docs/rules/studio.md, "Rich text"): Tiptap's StarterKit behind a
// small toolbar. It hands back HTML; the server sanitizes it with the same rules as every stored
// HTML field, so the editor is a convenience, never a trust boundary. Imported only by studio
// islands, so Tiptap never loads on public or member pages.
// Images come from the media library through InsertImageDialog (alt text or "decorative" required);
// YouTube and Vimeo videos through EmbedVideoDialog (a title required).
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import EmbedVideoDialog from './EmbedVideoDialog.tsx';
import InsertImageDialog, { type InsertedImage } from './InsertImageDialog.tsx';
import { VideoEmbedNode, type EmbedAttrs } from './video-embed-node.ts';

type Props = { id: string; label: string; value: string; onChange: (html: string) => void; error?: string; hint?: string };

type Tool = { label: string; active: string | [string, Record<string, unknown>]; run: (chain: ChainLike) => ChainLike };
type ChainLike = ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>;

const TOOLS: Tool[] = [
  { label: 'Bold', active: 'bold', run: (c) => c.toggleBold() },
  { label: 'Italic', active: 'italic', run: (c) => c.toggleItalic() },
  { label: 'Heading', active: ['heading', { level: 2 }], run: (c) => c.toggleHeading({ level: 2 }) },
  { label: 'Subheading', active: ['heading', { level: 3 }], run: (c) => c.toggleHeading({ level: 3 }) },
  { label: 'Bulleted list', active: 'bulletList', run: (c) => c.toggleBulletList() },
  { label: 'Numbered list', active: 'orderedList', run: (c) => c.toggleOrderedList() },
  { label: 'Quote', active: 'blockquote', run: (c) => c.toggleBlockquote() },
];

export default function RichTextField({ id, label, value, onChange, error, hint }: Props) {
  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image, VideoEmbedNode],
    content: value,
    immediatelyRender: false,
    // Our Content-Security-Policy refuses inline <style>: Tiptap's few base rules live in studio.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__area prose',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value replaced from outside (another lesson opened in the same form) resets the document.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((t) => (e ? (Array.isArray(t.active) ? e.isActive(t.active[0], t.active[1]) : e.isActive(t.active)) : false)),
  });

  const [choosingImage, setChoosingImage] = useState(false);
  const imageButton = useRef<HTMLButtonElement>(null);
  const [embedding, setEmbedding] = useState(false);
  const videoButton = useRef<HTMLButtonElement>(null);

  function embedDialogClosed(inserted: boolean) {
    setEmbedding(false);
    if (inserted) editor?.commands.focus();
    else videoButton.current?.focus();
  }

  function insertImage(image: InsertedImage) {
    editor?.chain().setImage({ src: image.src, alt: image.alt, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) }).run();
  }

  function imageDialogClosed(inserted: boolean) {
    setChoosingImage(false);
    if (inserted) editor?.commands.focus();
    else imageButton.current?.focus();
  }

  function setLink() {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link address (leave empty to remove the link)', previous);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  return (
    <div className={'field rich-text'}>
      <span className="rich-text__label" id={labelId}>
        {label}
      </span>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="rich-text__toolbar" role="toolbar" aria-label={`${label}: formatting`}>
        {TOOLS.map((tool, i) => (
          <button key={tool.label} type="button" className="btn btn--ghost rich-text__tool" aria-pressed={active?.[i] ?? false} disabled={!editor} onClick={() => editor && tool.run(editor.chain().focus()).run()}>
            {tool.label}
          </button>
        ))}
        <button type="button" className="btn btn--ghost rich-text__tool" disabled={!editor} onClick={setLink}>
          Link
        </button>
        <button ref={imageButton} type="button" className="btn btn--ghost rich-text__tool" aria-haspopup="dialog" disabled={!editor} onClick={() => setChoosingImage(true)}>
          Image
        </button>
        <button ref={videoButton} type="button" className="btn btn--ghost rich-text__tool" aria-haspopup="dialog" disabled={!editor} onClick={() => setEmbedding(true)}>
          Video
        </button>
      </div>
      {choosingImage ? <InsertImageDialog onInsert={insertImage} onClosed={imageDialogClosed} /> : null}
      {embedding ? <EmbedVideoDialog onInsert={(embed: EmbedAttrs) => editor?.chain().insertVideoEmbed(embed).run()} onClosed={embedDialogClosed} /> : null}
      <EditorContent editor={editor} />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
