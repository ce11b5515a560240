import { copyOfDrawnHeader } from './copy-drawn-header';

afterEach(() => {
  document.head.innerHTML = '';
});

function styledSheet(rules: string[], styled = true) {
  const style = document.createElement('style');
  if (styled) style.setAttribute('data-styled', 'active');
  document.head.appendChild(style);
  rules.forEach((rule, index) => style.sheet!.insertRule(rule, index));
}

test('the copy holds the header’s markup and only the rules of its look, with the blocks they sit in', () => {
  styledSheet([
    '.bar { display: flex; }',
    '.bar:hover { color: blue; }',
    '.page-title { font-size: 40px; }',
    '@media (max-width: 600px) { .bar nav { flex-wrap: wrap; } .page-title { font-size: 20px; } }',
  ]);
  // The page's own style is on every page already.
  styledSheet(['.bar { margin: 0; }'], false);
  const html = '<header class="bar"><nav><a href="/">Coachforge</a></nav></header>';
  const { html: copied, css } = copyOfDrawnHeader(html, document);
  expect(copied).toBe(html);
  expect(css).toMatch(/\.bar\s*\{\s*display: flex;\s*\}/);
  expect(css).toMatch(/\.bar:hover/);
  expect(css).toMatch(/@media \(max-width: 600px\)\s*\{\s*\.bar nav/);
  expect(css).not.toMatch(/page-title/);
  expect(css).not.toMatch(/margin/);
});
