// Turns the stored video links of rich text into a "Play" button that loads the provider's player
// in place when pressed (src/lib/video-embeds.ts; docs/rules/studio.md, "Video embeds"). Nothing is
// fetched from the provider before the press; focus moves to the player once it is there.
import { EMBED_PROVIDERS, isEmbed } from './video-embeds.ts';

export function enhanceEmbeds(root: ParentNode): void {
  for (const figure of root.querySelectorAll<HTMLElement>('figure.embed[data-embed][data-embed-id]')) {
    if (figure.dataset.enhanced) continue;
    const provider = figure.dataset.embed;
    const id = figure.dataset.embedId;
    if (!isEmbed(provider, id)) continue;
    const { name, player } = EMBED_PROVIDERS[provider];
    const title = figure.textContent?.replace(/\s+/g, ' ').trim() || `${name} video`;
    figure.dataset.enhanced = 'true';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn btn--primary embed__play';
    button.textContent = `Play video: ${title}`;
    const note = document.createElement('p');
    note.className = 'embed__note';
    note.textContent = `Plays from ${name}, which may set cookies once it starts.`;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = player(id!);
      frame.title = title;
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
      frame.allowFullscreen = true;
      frame.className = 'embed__frame';
      frame.tabIndex = 0;
      figure.replaceChildren(frame);
      frame.focus();
    });
    figure.append(button, note);
  }
}
