// The templates a new module may start from (GET structure/templates/modules): the pages it is
// created with. Kept in code: a site has no template store yet.
import type { ModuleTemplate, ModuleTemplateId } from '@tessera/schemas';

export const MODULE_TEMPLATES: readonly ModuleTemplate[] = [
  { id: 'blank', name: 'Blank', description: 'A module without pages.', pages: [] },
  {
    id: 'information', name: 'Information', description: 'An overview page and a page of questions and answers.',
    pages: [
      { key: 'overview', slug: 'overview', name: 'Overview', type: 'other' },
      { key: 'faq', slug: 'faq', name: 'Questions and answers', type: 'other' },
    ],
  },
  {
    id: 'community', name: 'Community', description: 'A welcome page, a member directory and a discussion page.',
    pages: [
      { key: 'welcome', slug: 'welcome', name: 'Welcome', type: 'other' },
      { key: 'members', slug: 'members', name: 'Members', type: 'other' },
      { key: 'discussion', slug: 'discussion', name: 'Discussion', type: 'other' },
    ],
  },
];

export const templateById = (id: ModuleTemplateId): ModuleTemplate | undefined => MODULE_TEMPLATES.find((template) => template.id === id);
