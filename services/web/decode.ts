/** Turns fetched bytes into text: charset from the Content-Type header, a BOM, or the page's own meta tag. */

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;
const XML_ENCODING = /^<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i;

/** The charset named by a Content-Type value, if any. */
export function headerCharset(contentType: string | undefined): string | null {
  const m = contentType && /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType);
  return m ? m[1]! : null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return null; // unknown label: fall through to the next clue
  }
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/**
 * Decodes a page. Order of trust: BOM, then the header's charset, then a `<meta>` charset or XML
 * declaration in the first 4 KB; with none of them, UTF-8 when the bytes are valid UTF-8, else
 * windows-1252 (what browsers assume for legacy Western pages).
 */
export function decodeBody(bytes: Uint8Array, contentType?: string): string {
  const declared =
    decoderFor(bomCharset(bytes)) ?? decoderFor(headerCharset(contentType)) ?? decoderFor(sniffCharset(bytes));
  if (declared) return declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function sniffCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('latin1');
  return (XML_ENCODING.exec(head) ?? META_CHARSET.exec(head))?.[1] ?? null;
}
