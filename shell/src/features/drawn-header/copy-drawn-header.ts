import type { DrawnHeader } from './drawn-header-store';

/** Pseudo-classes and elements taken off a selector to ask whether it is about an element at all. */
const PSEUDO = /::?[a-z-]+(\([^)]*\))?/gi;

function isAbout(selector: string, elements: Element[]): boolean {
  const plain = selector.replace(PSEUDO, '').trim() || '*';
  try {
    return elements.some((element) => element.matches(plain));
  } catch {
    return false;
  }
}

/** The rules among `rules` that style one of `elements`, with the @media (and such) blocks they sit in. */
function rulesAbout(rules: CSSRuleList, elements: Element[]): string[] {
  const found: string[] = [];
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule) {
      if (isAbout((rule as CSSStyleRule).selectorText, elements)) found.push(rule.cssText);
    } else if ('cssRules' in rule) {
      const inner = rulesAbout((rule as CSSGroupingRule).cssRules, elements);
      if (inner.length > 0)
        found.push(`${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner.join('')}}`);
    }
  }
  return found;
}

/**
 * The header's markup as drawn, with the rules of styled-components' sheets that style it (the shell's own
 * page style is in every page already).
 */
export function copyOfDrawnHeader(html: string, document: Document): DrawnHeader {
  const container = document.createElement('div');
  container.id = 'cf-header';
  container.innerHTML = html;
  const elements = [container, ...Array.from(container.querySelectorAll('*'))];
  const css: string[] = [];
  for (const style of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'))) {
    if (style.sheet) css.push(...rulesAbout(style.sheet.cssRules, elements));
  }
  return { html, css: css.join('\n') };
}
