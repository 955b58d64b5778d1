/** The most bytes of text in one encoded word: 45 bytes are 60 of base64, 72 characters with the wrapper. */
const BYTES_PER_WORD = 45;

/**
 * A header's text (a subject made from a sale's title or a search's name) as the reader should see it.
 * Text that holds `=?`, which could read as an RFC 2047 encoded word, is sent encoded as a whole, so a
 * title such as `=?UTF-8?B?...?=` arrives as those characters, not as the text they would decode to
 * (nodemailer passes well-formed encoded words through untouched). Other text is left to nodemailer, which
 * encodes what is not plain ASCII. Each word stays under RFC 2047's 75 characters and never splits a
 * character; decoders join adjacent encoded words without the space between them.
 */
export function headerText(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  if (!clean.includes('=?')) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const character of clean) {
    if (Buffer.byteLength(chunk + character) > BYTES_PER_WORD) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(' ');
}
