/**
 * Rich text is merchant HTML shown to customers: keep an allow-list of tags and attributes, drop
 * scripts, event handlers, styles that are not plain, and any URL that is not http(s), relative or /files.
 */
const TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'video',
  'source',
  'hr',
  'sub',
  'sup',
]);
const ATTRS = new Set(['href', 'src', 'alt', 'title', 'style', 'controls', 'poster', 'width', 'height']);
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;
const SAFE_STYLE = /^[\s\w#%.,:;()-]*$/;

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild!;
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      const tag = child.tagName.toLowerCase();
      if (!TAGS.has(tag)) {
        // tables are excluded by the spec; unknown tags keep their text only
        if (['script', 'style', 'iframe', 'object', 'embed', 'table', 'form'].includes(tag)) child.remove();
        else child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      for (const a of Array.from(child.attributes)) {
        const n = a.name.toLowerCase();
        const ok =
          ATTRS.has(n) &&
          (n === 'href' || n === 'src' || n === 'poster'
            ? SAFE_URL.test(a.value.trim())
            : n !== 'style' || (SAFE_STYLE.test(a.value) && !/url\s*\(|expression/i.test(a.value)));
        if (!ok) child.removeAttribute(a.name);
      }
      if (tag === 'a') child.setAttribute('rel', 'noopener noreferrer');
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}
