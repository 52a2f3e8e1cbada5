// Hands a fetched file to the browser under a download name. Files the API serves need the Bearer
// token, so they cannot be plain links: they are fetched, then saved from a blob URL, kept for half a
// minute so a slow browser still finds it.
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
