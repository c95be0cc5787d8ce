/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run `npm run gen` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */
import type { ValidateFunction } from 'ajv';

/** Checks a site-file; its errors are left in `validateSiteFile.errors`. */
export declare const validateSiteFile: ValidateFunction;
/** Checks a module-file; its errors are left in `validateModuleFile.errors`. */
export declare const validateModuleFile: ValidateFunction;
/** Checks a page-file; its errors are left in `validatePageFile.errors`. */
export declare const validatePageFile: ValidateFunction;
/** Checks a brand-file; its errors are left in `validateBrandFile.errors`. */
export declare const validateBrandFile: ValidateFunction;
/** Checks a site-translations-file; its errors are left in `validateSiteTranslationsFile.errors`. */
export declare const validateSiteTranslationsFile: ValidateFunction;
