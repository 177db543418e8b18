/* global document, requestAnimationFrame */
// Starts the shop's app once a server-rendered page has been painted (server/render/document.ts):
// the page names the app's chunks, its own modules and its translations in the inert
// <template id="after-first-paint">; put in the head now, the browser fetches them together with
// the app's entry module (`data-entry`). Until then the connection carries only what the first
// paint needs. A tab that paints nothing (in the background) starts after a short while.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    var later = document.getElementById('after-first-paint');
    if (later && later.content) document.head.appendChild(later.content.cloneNode(true));
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
