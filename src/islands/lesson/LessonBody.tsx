// A lesson's text, as stored (sanitized when it was saved), with its video embeds turned into
// "Play" buttons (src/lib/enhance-embeds.ts). Every lesson kind opens with it.
import { useEffect, useRef } from 'react';
import { enhanceEmbeds } from '../../lib/enhance-embeds.ts';

export function LessonBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current) enhanceEmbeds(body.current);
  }, [html]);
  return <div ref={body} className="lesson-body prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
