import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audit } from './audit.ts';
import { usePageView, type ViewedPage } from './use-page-view.ts';

function Viewer({ page }: { page: ViewedPage | null }) {
  usePageView(page);
  return null;
}

describe('usePageView', () => {
  beforeEach(() => vi.spyOn(audit, 'log').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('logs one pageView per page once it shows, StrictMode included', () => {
    const welcome = { id: 3, moduleSlug: 'home', pageSlug: 'welcome' };
    const { rerender } = render(<StrictMode><Viewer page={null} /></StrictMode>);
    expect(audit.log).not.toHaveBeenCalled();

    rerender(<StrictMode><Viewer page={welcome} /></StrictMode>);
    rerender(<StrictMode><Viewer page={{ ...welcome }} /></StrictMode>);
    expect(audit.log).toHaveBeenCalledTimes(1);
    expect(audit.log).toHaveBeenCalledWith('pageView', { type: 'page', id: 3, moduleSlug: 'home', pageSlug: 'welcome' });

    rerender(<StrictMode><Viewer page={{ id: 4, moduleSlug: 'home', pageSlug: 'news' }} /></StrictMode>);
    expect(audit.log).toHaveBeenCalledTimes(2);
  });
});
