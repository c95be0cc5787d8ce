import { useMemo } from 'react';
import type { Module } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { modulePath, pagePath } from '../../shell/links/paths.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';

/** Creating modules and pages from the header; each resolves to the new item's path. */
export interface CreateItem {
  module(name: string, slug: string): Promise<string>;
  page(module: Module, name: string, slug: string): Promise<string>;
}

/**
 * Creates, then reads the structure again before answering, so the route to the new item finds it
 * (the live update would come too, but maybe after the navigation, which would land on /404).
 */
export function useCreateItem(): CreateItem {
  const { stores } = useAppRuntime();
  return useMemo(() => {
    async function refreshStructure(): Promise<void> {
      api.markDirty('structure');
      stores.structure.set(await api.call('GET /structure', { query: { language: stores.preferences.get().language } }));
    }
    return {
      async module(name, slug) {
        await api.call('PUT /structure/module', { body: { module: { name, slug } } });
        await refreshStructure();
        return modulePath(slug);
      },
      async page(module, name, slug) {
        await api.call('PUT /structure/page', { body: { moduleId: module.id, page: { name, slug } } });
        await refreshStructure();
        return pagePath(module.slug, slug);
      },
    };
  }, [stores]);
}
