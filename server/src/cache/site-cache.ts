// The shared site state every request reads (settings, structure, pages, texts, brands), kept
// in memory and dropped when a write announces a change, here or on another instance (see
// realtime/change-relay.ts). `invalidate` is the one place that decides what a change makes stale.
import { randomUUID } from 'node:crypto';
import type { ActiveBrandSettings, AppSettings, Brand, I18NBundle, LanguageCode, Page } from '@tessera/schemas';
import type { Db } from '../db/database.ts';
import { imageUrl } from '../files/image-url.ts';
import { readBundle, readTexts } from '../i18n/read-bundle.ts';
import type { ShippedTexts } from '../i18n/shipped-texts.ts';
import { assertNever } from '../assert-never.ts';
import type { Change } from '../operations/context.ts';
import { readBrands } from '../operations/site/read-brands.ts';
import { readSettings } from '../operations/site/read-settings.ts';
import { readPage } from '../operations/structure/read-page.ts';
import { readModules } from '../operations/structure/read-structure.ts';
import { themeCss } from '../theme/theme-css.ts';
import { Memo } from './memo.ts';
import { buildSiteStructure, type SiteStructure } from './site-structure.ts';

export interface BrandTheme {
  brand: Brand;
  css: string;
}

interface BrandThemes {
  byId: ReadonlyMap<number, BrandTheme>;
  active: BrandTheme | null;
  /** What /init tells the runtime about the active brand: one object per load, so replies built from it can be kept by it. */
  activeSettings: ActiveBrandSettings | null;
}

const SINGLE = 'single';

/** Names brand and revision, so switching or editing the brand changes theme.css's URL. */
export const themeVersion = ({ brandId, revision }: Brand): string => `${brandId}-${revision ?? 1}`;

function brandSettingsOf(brand: Brand): ActiveBrandSettings {
  const { brandId, brandName, settings } = brand;
  return {
    brandId,
    brandName,
    logoUrl: settings.logoId ? imageUrl(settings.logoId) : null,
    faviconUrl: settings.faviconId ? imageUrl(settings.faviconId) : null,
    themeCssUrl: `/api/v1/service/brands/active/theme.css?v=${themeVersion(brand)}`,
  };
}

/** The shared site state, loaded once and kept until a change makes it stale. */
export class SiteCache {
  private readonly settingsMemo = new Memo<typeof SINGLE, AppSettings>();
  private readonly structureMemo = new Memo<typeof SINGLE, SiteStructure>();
  private readonly pages = new Memo<number, Page | null>();
  private readonly bundles = new Memo<LanguageCode, I18NBundle>();
  private readonly allTexts = new Memo<LanguageCode, I18NBundle>();
  private readonly brandsMemo = new Memo<typeof SINGLE, BrandThemes>();
  /** Names this cache in structure revisions: another process (or a restart) never gives the same one. */
  private readonly origin = randomUUID();
  private structureChanges = 0;

  constructor(private readonly db: Db, private readonly shipped: ShippedTexts) {}

  /** The site's settings; throws before a site has been imported. */
  settings(): Promise<AppSettings> {
    return this.settingsMemo.get(SINGLE, async () => {
      const settings = await readSettings(this.db);
      if (!settings) throw new Error('No site has been imported into this database.');
      return settings;
    });
  }

  /** Every module with its page summaries, and the lookups by slug. */
  structure(): Promise<SiteStructure> {
    return this.structureMemo.get(SINGLE, async () => {
      const [modules, settings] = await Promise.all([readModules(this.db), this.settings()]);
      return buildSiteStructure(modules, settings.moduleOrder);
    });
  }

  /** A page of the structure with all its blocks, or null. */
  async page(id: number): Promise<Page | null> {
    // Only ids the structure knows are loaded, so random ids cannot fill the cache.
    if (!(await this.structure()).hasPage(id)) return null;
    return this.pages.get(id, () => readPage(this.db, id));
  }

  /** The runtime's texts of a language, the shell's (see i18n/bundle.ts for the precedence). */
  i18n(language: LanguageCode): Promise<I18NBundle> {
    return this.bundles.get(language, () => readBundle(this.db, this.shipped, language));
  }

  /** Every text of a language, every set's: what the server writes with (e-mail, its own pages, translated errors). */
  texts(language: LanguageCode): Promise<I18NBundle> {
    return this.allTexts.get(language, () => readTexts(this.db, this.shipped, language));
  }

  /** The active brand with its theme, or null when no brand is active. */
  async activeBrand(): Promise<BrandTheme | null> {
    return (await this.brands()).active;
  }

  /** A brand with its serialised theme.css, or null. */
  async brandTheme(brandId: number): Promise<BrandTheme | null> {
    return (await this.brands()).byId.get(brandId) ?? null;
  }

  /** What /init tells the runtime about the active brand. */
  async activeBrandSettings(): Promise<ActiveBrandSettings | null> {
    return (await this.brands()).activeSettings;
  }

  private brands(): Promise<BrandThemes> {
    return this.brandsMemo.get(SINGLE, async () => {
      const { brands, activeId } = await readBrands(this.db);
      const byId = new Map(brands.map((brand) => [brand.brandId, { brand, css: themeCss(brand.themeStyles) }]));
      const active = (activeId && byId.get(activeId)) || null;
      return { byId, active, activeSettings: active && brandSettingsOf(active.brand) };
    });
  }

  /**
   * Names the state of the structure and pages this cache serves: it moves with every change that
   * drops them, before they are dropped, so a reply read after this revision holds at least what
   * it names. Another instance or process names its own, so a client that compares sees a change.
   */
  structureRevision(): string {
    return `${this.origin}.${this.structureChanges}`;
  }

  /** Loads what every /init needs, so the first requests after start do not queue behind it. */
  async warm(): Promise<void> {
    // A database with no site yet (one that waits for its first `tessera apply`) has nothing to warm.
    if (!(await readSettings(this.db))) return;
    const settings = await this.settings();
    await Promise.all([this.structure(), this.brands(), this.i18n(settings.languages.default)]);
  }

  /** Forgets whatever the changes make stale. */
  invalidate(changes: readonly Change[]): void {
    for (const { scope } of changes) {
      switch (scope) {
        case 'settings':
          this.settingsMemo.clear();
          this.structureChanges += 1;
          this.structureMemo.clear(); // ordered by settings.moduleOrder
          break;
        case 'structure':
          this.structureChanges += 1;
          this.structureMemo.clear();
          this.pages.clear();
          break;
        case 'brands':
          this.brandsMemo.clear();
          break;
        case 'translations':
          this.bundles.clear();
          this.allTexts.clear();
          break;
        case 'account':
        case 'permissions':
        case 'session':
        case 'sessionRotated':
        case 'userLists':
        case 'membershipRequest':
        case 'notifications':
        case 'followedItems':
        case 'chatMessage':
        case 'chatUnread':
        case 'posts':
          break; // per-user state: see auth/signed-in-cache.ts
        default:
          assertNever(scope, 'change scope');
      }
    }
  }
}
