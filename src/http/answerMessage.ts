/** The `Message` of an answer (already in the page's language), if it carries one. */
export function answerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { Message?: unknown }).Message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
