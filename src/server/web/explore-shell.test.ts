import { describe, expect, it } from 'vitest';
import { fallbackImageFor } from '../../shared/image-paths';
import { CARD } from '../../shared/sale-card-classes';
import type { SaleSummary } from '../../shared/schemas/sale';
import { exploreShellHtml } from './explore-shell';

const sale = (id: number, featuredThumbnail: string | null): SaleSummary => ({
  id,
  title: `Sale <${id}>`,
  address: '1 Main St',
  city: 'Stony Plain',
  neighborhood: null,
  position: { lat: 53.5, lng: -114 },
  startDate: '2026-11-27',
  endDate: '2026-11-28',
  startTime: '08:00',
  endTime: '16:00',
  categories: [],
  featuredThumbnail,
  userId: 1,
  postedAt: '2026-05-01T12:00Z',
});

describe("Explore's first screen", () => {
  it('draws the first cards, escaped, linked to their pages, their photos or the fallback the client would show', () => {
    const html = exploreShellHtml({
      siteName: 'Yard & Co',
      productNoun: 'yard sales',
      cards: [sale(1, '/uploads/here-thumb.webp'), sale(2, '/uploads/gone-thumb.webp'), sale(3, null)],
      photoExists: (path) => path.includes('here'),
    });
    expect(html).toContain('Yard &amp; Co');
    expect(html).toContain('>Yard Sales This Week</h1>');
    expect(html).toContain(
      '<a href="/garage-sales/1" class="block after:absolute after:inset-0 after:content-[\'\']"><span class="line-clamp-2 break-words">Sale &lt;1&gt;</span></a></h2>',
    );
    expect(html).toContain('src="/uploads/here-thumb.webp"');
    expect(html).toContain(`src="${fallbackImageFor('/uploads/gone-thumb.webp')}"`);
    expect(html).not.toContain('gone-thumb');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).not.toContain('animate-pulse');
  });

  it('draws the badges React draws (issue 26), on the site clock, in the page language', () => {
    // 10:00 in Edmonton on 2026-11-27: sale 1 (27th to 28th) was posted an hour ago; sale 2 ends today.
    const now = () => new Date('2026-11-27T17:00Z');
    const cards = [
      { ...sale(1, null), postedAt: '2026-11-27T16:00Z' },
      { ...sale(2, null), startDate: '2026-11-26', endDate: '2026-11-27' },
      sale(3, null),
    ];
    const options = { siteName: 'S', productNoun: 'garage sales', cards, timeZone: 'America/Edmonton', now };
    const html = exploreShellHtml(options);
    // The badge's classes hold brackets ('max-w-[7rem]'): read each badge as the span after them.
    const badgesOf = (page: string) =>
      page
        .split(`<li class="${CARD.item}">`)
        .slice(1)
        .map((card) =>
          card
            .split(`<span class="${CARD.badge} `)
            .slice(1)
            .map((part) => part.slice(part.indexOf('>') + 1, part.indexOf('</span>'))),
        );
    expect(badgesOf(html)).toEqual([['New'], ['Last day'], []]);
    expect(badgesOf(exploreShellHtml({ ...options, locale: 'fr' }))).toEqual([
      ['Nouveauté'],
      ['Dernier jour'],
      [],
    ]);
    expect(html).toContain(`<div class="${CARD.badges}">`);
  });

  it("takes the room React's card takes: the same card classes, a two-line title, every chip in its row", () => {
    const categories = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Kind ${i + 1}` }));
    const html = exploreShellHtml({
      siteName: 'S',
      productNoun: 'garage sales',
      cards: [{ ...sale(1, null), categories }],
    });
    expect(html).toContain(`<li class="${CARD.item}">`);
    expect(html).toContain(
      `<h2 class="${CARD.title}"><a href="/garage-sales/1" class="block after:absolute after:inset-0 after:content-['']"><span class="${CARD.titleText}">Sale &lt;1&gt;</span></a></h2>`,
    );
    expect(html).toContain(`<ul class="${CARD.chips}">`);
    // At most 10 chips (spec §9); React then shows those that fit, and "+N".
    expect(html.match(new RegExp(`<li class="${CARD.chipItem}">`, 'g'))).toHaveLength(10);
    expect(html).not.toContain('Kind 11');
  });

  it('draws a skeleton when there are no cards to show', () => {
    const html = exploreShellHtml({ siteName: 'S', productNoun: 'garage sales', cards: [] });
    expect(html.match(/animate-pulse/g)).toHaveLength(4);
  });

  it("holds the place of the list's toolbar with the same, inert, controls", () => {
    const html = exploreShellHtml({ siteName: 'S', productNoun: 'garage sales', cards: [] });
    const toolbar = html.slice(html.indexOf('</h1>'), html.indexOf('<ul'));
    for (const label of ['Open now', 'Today', 'This weekend', 'Near me', 'Use an address', 'Print list'])
      expect(toolbar).toContain(`</svg>${label}</button>`);
    expect(toolbar.match(/<button type="button" disabled/g)).toHaveLength(6);
  });
});

describe("Explore's first screen in French (issue 24)", () => {
  it('says what the React screen says in French, so nothing changes language when it takes over', () => {
    const html = exploreShellHtml({
      siteName: 'S',
      productNoun: 'ventes de garage',
      locale: 'fr',
      cards: [sale(1, '/uploads/here-thumb.webp')],
    });
    expect(html).toContain('>Ventes de garage cette semaine</h1>');
    for (const words of [
      'Afficher les filtres',
      '>Ouvert</button>',
      'Aujourd’hui',
      '>Fin de semaine</button>',
      'Près de moi',
      'Utiliser une adresse',
      'Imprimer la liste',
      'Mon plan',
      'alt="Photo de Sale &lt;1&gt;"',
    ]) {
      expect(html).toContain(words);
    }
    for (const english of ['Show Filters', 'Open now', 'Near me', 'Print list', 'My plan', 'Photo of']) {
      expect(html).not.toContain(english);
    }
  });
});
