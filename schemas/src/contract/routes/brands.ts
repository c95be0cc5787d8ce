import Type from 'typebox';
import { idParams } from '../params.ts';
import { routeArea } from '../route.ts';

/** `?v=<brandId>-<revision>`: names the theme's version, so the reply may be cached for good. */
const versionQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });
const css = Type.String({ description: 'CSS custom properties --t-*' });

export const brandRoutes = routeArea('brands', {
  activeTheme: {
    method: 'GET', path: '/service/brands/active/theme.css', access: 'public',
    summary: "The active brand's theme", query: versionQuery, reply: css, replyType: 'text/css', errors: ['BRAND_NOT_FOUND'],
  },
  brandTheme: {
    method: 'GET', path: '/service/brands/{id}/theme.css', access: 'public',
    summary: "A brand's theme (brand preview)", params: idParams, query: versionQuery, reply: css, replyType: 'text/css', errors: ['BRAND_NOT_FOUND'],
  },
});
