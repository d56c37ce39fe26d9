import assert from 'node:assert/strict';
import { escapeHtml, STAY_PREVIEW_MARKER, withStayPreview } from './page-preview.ts';

const PAGE =
  `<!doctype html><html><head><title>MozTurismo</title></head><body><main>${STAY_PREVIEW_MARKER}</main></body></html>`;

Deno.test("an establishment's page carries its name, place and description as text, escaped", () => {
  const html = withStayPreview(PAGE, {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    name: 'Casa <script>alert(1)</script> "Sol" & Mar',
    placeLine: "Tofo, Inhambane' onload='x",
    description: '</p><img src=x onerror=alert(2)> $& $1 fim',
    cover: null,
  });
  assert.ok(!html.includes(STAY_PREVIEW_MARKER));
  assert.ok(!/<script>alert|<img src=x|onload='x/.test(html), html);
  assert.ok(html.includes('<h1>Casa &lt;script&gt;alert(1)&lt;/script&gt; &quot;Sol&quot; &amp; Mar</h1>'));
  assert.ok(html.includes('<p>Tofo, Inhambane&#39; onload=&#39;x</p>'));
  // Replacement patterns in the text stay text.
  assert.ok(html.includes('<p>&lt;/p&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; $1 fim</p>'));
  assert.ok(
    html.includes('<title>Casa &lt;script&gt;alert(1)&lt;/script&gt; &quot;Sol&quot; &amp; Mar | MozTurismo</title>'),
  );
  assert.ok(html.includes('data-stay-preview="6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"'));
  // No script is added: the page's CSP hashes stay valid.
  assert.equal(html.match(/<script/g), null);
});

Deno.test("the cover is the page's image with the srcset and sizes of the stay page, fetched at high priority", () => {
  const html = withStayPreview(PAGE, {
    id: 'a',
    name: 'Hotel',
    placeLine: 'Maputo, Maputo Cidade',
    description: null,
    cover: {
      alt: '',
      width: 900,
      height: 600,
      variants: { w320: '/api/media/p/w320.webp', w640: '/api/media/p/w640.webp', w1280: '/api/media/p/w1280.webp' },
    },
  });
  assert.ok(html.includes('<img src="/api/media/p/w640.webp"'));
  assert.ok(
    html.includes('srcset="/api/media/p/w320.webp 320w, /api/media/p/w640.webp 640w, /api/media/p/w1280.webp 900w"'),
  );
  assert.ok(html.includes('sizes="(min-width: 1024px) 600px, (min-width: 768px) 60vw, 88vw"'));
  assert.ok(html.includes('alt="Hotel" width="900" height="600" fetchpriority="high"'));
  assert.ok(!html.includes('<p></p>'), 'no empty description');
});

Deno.test('a page without the marker is sent unchanged', () => {
  const page = '<html><head><title>Admin</title></head><body></body></html>';
  assert.equal(withStayPreview(page, { id: 'a', name: 'X', placeLine: 'Y', description: null, cover: null }), page);
  assert.equal(escapeHtml(`a<b>&"c'`), 'a&lt;b&gt;&amp;&quot;c&#39;');
});
