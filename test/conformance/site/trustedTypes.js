// The manual's own Trusted Types policy, the first script of every page's head (cmsPage.ts), as a
// site whose libraries write HTML as plain strings adds it (docs/integration.md, section 8). jQuery
// (its feature tests as it loads, `$(el).html('<a …>')` in Django's inline scripts) and Sphinx's
// search (a result's title) hand strings to `innerHTML`, and Sphinx's search parses each result's
// page with `DOMParser` for its summary: the browser asks the `default` policy for each, naming the
// sink. A parse into a document of its own runs nothing, and takes any page; any other sink takes
// markup that starts no script, and the rest is refused (null: the sink throws and the browser
// reports the violation, which fails the walk).
(() => {
  if (!window.trustedTypes) return;
  const ACTIVE = /<(?:script|iframe|object|embed|frame)\b|\son[a-z]+\s*=|javascript:/i;
  window.trustedTypes.createPolicy('default', {
    createHTML: (html, _type, sink) =>
      sink === 'DOMParser parseFromString' || !ACTIVE.test(html) ? html : null,
  });
})();
