// A piece of the page whose code failed to load (flaky network, a deploy that replaced the files)
// would otherwise sit there dead. A Korean notice with a reload button goes right after it; its
// markup is the template HydrationErrorNotice.astro renders into every page.
//
// Islands report a failed chunk as `astro:hydration-error` (after one retry); page behaviours
// (page-behaviours.ts) dispatch LOAD_FAILURE_EVENT on the element they could not start. The
// listener is a classic script in <head>, so it is there before the first island starts and
// needs no file of its own: plain ES5.

export const LOAD_FAILURE_EVENT = 'page:load-failure';

export const LOAD_FAILURE_SCRIPT = `(function () {
  function show(target) {
    var template = document.getElementById('hydration-error-template');
    var next = target.nextElementSibling;
    if (!template || !template.content || !target.parentNode) return;
    if (next && next.classList.contains('hydration-error')) return;
    var notice = template.content.firstElementChild.cloneNode(true);
    var reload = notice.querySelector('[data-reload]');
    if (reload) reload.addEventListener('click', function () { window.location.reload(); });
    target.parentNode.insertBefore(notice, target.nextSibling);
  }
  function onFailure(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    event.preventDefault();
    console.warn('[page] part of the page failed to load', (event.detail && event.detail.componentUrl) || target.tagName);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { show(target); });
    else show(target);
  }
  window.addEventListener('astro:hydration-error', onFailure);
  window.addEventListener('${LOAD_FAILURE_EVENT}', onFailure);
})();`;
