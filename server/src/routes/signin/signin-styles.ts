// The sign-in page's own styles, built on the brand's --t-* custom properties (theme.css).
export const SIGN_IN_STYLES = `
*, *::before, *::after { box-sizing: border-box; }
html { height: 100%; }
body {
  margin: 0; min-height: 100%; display: flex; flex-direction: column;
  font-family: var(--t-font-family); font-size: 16px; line-height: 1.5;
  color: var(--t-text); background: var(--t-page-background);
}
.band { height: 168px; background: var(--t-header-background); }
main { flex: 1; display: flex; justify-content: center; padding: 0 16px 48px; margin-top: -112px; }
.card {
  width: 100%; max-width: 420px; align-self: flex-start;
  background: var(--t-surface); border: 1px solid var(--t-border);
  border-radius: calc(var(--t-radius) * 1.5); box-shadow: 0 12px 32px rgb(0 0 0 / 0.12);
  padding: 40px 36px 32px;
}
.brand { display: flex; align-items: center; gap: 12px; margin-bottom: 28px; }
.brand img { height: 44px; width: auto; max-width: 200px; }
.brand span { font-weight: 600; color: var(--t-muted-text); }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 8px; }
.intro { margin: 0 0 24px; color: var(--t-muted-text); }
.alert {
  display: flex; gap: 10px; align-items: flex-start; margin: 0 0 20px; padding: 12px 14px;
  border-radius: var(--t-radius); border: 1px solid var(--t-negative);
  color: var(--t-text); background: color-mix(in srgb, var(--t-negative) 10%, var(--t-surface));
}
.alert::before { content: "!"; flex: none; width: 20px; height: 20px; border-radius: 50%; background: var(--t-negative);
  color: var(--t-surface); font-weight: 700; font-size: 0.8rem; text-align: center; line-height: 20px; }
.field { margin-bottom: 18px; }
label { display: block; font-weight: 600; margin-bottom: 6px; }
input {
  width: 100%; padding: 11px 12px; font: inherit; color: var(--t-text); background: var(--t-surface);
  border: 1px solid var(--t-border); border-radius: var(--t-radius);
}
input:hover { border-color: var(--t-muted-text); }
input:focus-visible, button:focus-visible { outline: 3px solid var(--t-focus); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--t-negative); }
button {
  width: 100%; margin-top: 8px; padding: 12px 16px; font: inherit; font-weight: 600; cursor: pointer;
  color: var(--t-on-primary); background: var(--t-primary); border: 0; border-radius: var(--t-radius);
}
button:hover { filter: brightness(1.08); }
footer { text-align: center; padding: 0 16px 24px; font-size: 0.875rem; color: var(--t-muted-text); }
@media (max-width: 480px) { .card { padding: 28px 20px 24px; } }
@media (prefers-reduced-motion: no-preference) { button { transition: filter 120ms ease; } }
`;
