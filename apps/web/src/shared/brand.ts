/**
 * The white-label product name (the spec's {product}), kept in this one value so a rebrand
 * changes nothing else. The build writes
 * it into index.html and offline.html where they say %BRAND_NAME%, and into the web app
 * manifests (apps/web/pwa/app-manifests.ts).
 */
export const BRAND_NAME = 'Ignite';
