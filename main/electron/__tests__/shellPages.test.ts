import { describe, expect, it } from 'vitest';
import { attendantPromptUrl, outOfServiceUrl, renderShellPage } from '../shellPages.ts';

function render(url: string): string | null {
  const u = new URL(url);
  return renderShellPage(u.pathname.replace(/^\/+/, ''), u.searchParams);
}

describe('shell pages', () => {
  it('renders the out-of-service page with its reason, and no script', () => {
    const html = render(outOfServiceUrl('renderer-crashes'));
    expect(html).toContain('Terminal hors service');
    expect(html).toContain("L'affichage s'est arrêté trop souvent.");
    expect(html).not.toMatch(/<script/i);
  });

  it('shows dots, never characters, on the attendant prompt', () => {
    const html = render(attendantPromptUrl(4, 'wrong')) ?? '';
    expect(html).toContain('••••<');
    expect(html).toContain('Code refusé.');
  });

  it('ignores unknown reasons and injected text', () => {
    const html = render('app://shell/hors-service?reason=<script>alert(1)</script>') ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('Le service du terminal n’a pas pu démarrer.');
    expect(render('app://shell/personnel?n=999&status=<b>')).toContain('•'.repeat(64) + '<');
  });

  it('knows no other page', () => {
    expect(render('app://shell/index.html')).toBeNull();
  });
});
