/**
 * @module The help centre's search (issue 32): on the client, over the answers of the current language, without
 * regard to accents or case ('reembolso' finds 'Reembolso', 'transferencia' finds 'transferência', 'check in' finds
 * 'check-in'). Every word of the query must appear; answers whose question holds more of them come first.
 */
import type { HelpArticle } from '../content/help-articles.ts';

/** Lower case, without accents, with punctuation as spaces. @example fold('Transferência!') === 'transferencia ' */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** The articles matching `query` in `language` ('' matches all, in their order). */
export function searchHelp(articles: readonly HelpArticle[], query: string, language: 'pt' | 'en'): HelpArticle[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return [...articles];
  const scored = articles.flatMap((article, index) => {
    const text = article[language];
    const question = fold(text.question);
    const all = ` ${question} ${fold(text.answer.join(' '))} ${fold(text.keywords ?? '')} `;
    if (!words.every((w) => all.includes(w))) return [];
    return [{ article, index, score: words.filter((w) => question.includes(w)).length }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.article);
}
