// The one HTML escaper for markup the server writes by hand: e-mails, search highlights, the RSS
// feed, the sitemap and the API reference page. Safe in text and in quoted attribute values.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
