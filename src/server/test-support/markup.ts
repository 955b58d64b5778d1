import { JSDOM } from 'jsdom';

/** An XML document by a strict parser: markup that is not well-formed throws. */
export function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

/** An HTML page as a browser parses it, without running its scripts. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}
