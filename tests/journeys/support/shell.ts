// Where things are in the shell, by role and accessible name (texts from the translations, so
// they follow the member's language): the header's module tabs, the sub-bar of the current
// module's pages, the user menu, the burger and its drawer, the page title and the 404 panel.
import type { Locator, Page } from '@playwright/test';
import { en, text, type Texts } from './i18n.ts';

export function pageTitle(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** The page screen root (contract: data-page-slug, data-module-slug). */
export function pageScreen(page: Page, moduleSlug: string, pageSlug: string): Locator {
  return page.locator(`[data-module-slug="${moduleSlug}"][data-page-slug="${pageSlug}"]`);
}

/** A rendered block (contract: data-block-id). */
export function blockById(page: Page, id: number): Locator {
  return page.locator(`[data-block-id="${id}"]`);
}

export function moduleTabs(page: Page, texts: Texts = en): Locator {
  return page.getByRole('navigation', { name: text(texts, 'shell.nav.modules'), exact: true });
}

export function moduleTab(page: Page, name: string, texts: Texts = en): Locator {
  return moduleTabs(page, texts).getByRole('link', { name, exact: true });
}

/** The sub-bar listing the pages of the module named `moduleName`. */
export function subBar(page: Page, moduleName: string, texts: Texts = en): Locator {
  return page.getByRole('navigation', { name: text(texts, 'shell.nav.pages', { module: moduleName }), exact: true });
}

/** The user menu's button in the header, named by the member's public name (its visible text). */
export function userMenuButton(page: Page, memberName: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: memberName, exact: true });
}

export function burger(page: Page, texts: Texts = en): Locator {
  return page.getByRole('button', { name: text(texts, 'shell.nav.openMenu'), exact: true });
}

export function drawer(page: Page, texts: Texts = en): Locator {
  return page.getByRole('dialog', { name: text(texts, 'shell.nav.menu'), exact: true });
}

/** The 404 page the not-found flows end on. */
export function notFoundPanel(page: Page, texts: Texts = en): Locator {
  return page.getByRole('heading', { level: 1, name: text(texts, 'notFound.title'), exact: true });
}

/** A notice (toast) showing `message`; matched exactly, not the screen reader's announcement of it. */
export function notice(page: Page, message: string): Locator {
  return page.getByText(message, { exact: true });
}

/** The drawer's part with the member's own controls and log out. */
export function drawerAccount(page: Page, texts: Texts = en): Locator {
  return drawer(page, texts).getByRole('region', { name: text(texts, 'shell.drawer.account'), exact: true });
}

/** The screen after an explicit logout. */
export function signedOutHeading(page: Page, texts: Texts = en): Locator {
  return page.getByRole('heading', { level: 1, name: text(texts, 'login.signedOut.title'), exact: true });
}
