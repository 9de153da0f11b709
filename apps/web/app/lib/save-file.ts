/**
 * Files the API sends (CSV, PDF) that need the session or a header a plain link cannot send: the page reads the
 * reply's body through the API client (`api.open`) into a Blob (`fileOf`) and hands it to the browser to save
 * (`saveFile`), as a link with `download` would.
 */
export async function fileOf(stream: ReadableStream<Uint8Array>, type: string): Promise<Blob> {
  return new Blob([await new Response(stream).arrayBuffer()], { type });
}

export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
