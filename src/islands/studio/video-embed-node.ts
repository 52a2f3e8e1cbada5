// The rich-text editor's video embed (docs/rules/studio.md, "Video embeds"): one block that holds a
// provider, a video id and a title, written as the stored form the sanitizer keeps
// (<figure class="embed" data-embed data-embed-id><a href>title</a></figure>) and read back from it.
import { Node } from '@tiptap/react';
import { EMBED_PROVIDERS, isEmbed, type VideoEmbed } from '../../lib/video-embeds.ts';

export type EmbedAttrs = VideoEmbed & { title: string };

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    videoEmbed: { insertVideoEmbed: (attrs: EmbedAttrs) => ReturnType };
  }
}

export const VideoEmbedNode = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { provider: { default: null }, id: { default: null }, title: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-embed]',
        getAttrs: (el) => {
          const provider = el.getAttribute('data-embed') ?? undefined;
          const id = el.getAttribute('data-embed-id') ?? undefined;
          if (!isEmbed(provider, id)) return false;
          return { provider, id, title: el.textContent?.replace(/\s+/g, ' ').trim() ?? '' };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { provider, id, title } = node.attrs as EmbedAttrs;
    const href = isEmbed(provider, id) ? EMBED_PROVIDERS[provider].watch(id) : '#';
    return ['figure', { class: 'embed', 'data-embed': provider, 'data-embed-id': id }, ['a', { href }, title]];
  },
  addCommands() {
    return {
      insertVideoEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
