import { messages } from '@coachforge/contracts';

/**
 * The message of a failed upload (spec 03 section 8): a plain string, the `error` field of a JSON
 * body, or the Message of an XML error body (what S3-compatible stores answer).
 */
export function readUploadError(body: unknown): string {
  if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
    return (body as { error: string }).error;
  }
  if (typeof body !== 'string' || body.trim() === '') return messages.http.requestFailed;
  const text = body.trim();
  const xmlMessage = /<Message>([\s\S]*?)<\/Message>/i.exec(text);
  if (xmlMessage) return xmlMessage[1]!.trim();
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      return readUploadError(JSON.parse(text) as unknown);
    } catch {
      return text;
    }
  }
  if (text.startsWith('<')) return messages.http.requestFailed;
  return text;
}
