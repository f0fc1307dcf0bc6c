/**
 * Draws every chart in the page with vega-embed (SVG, tooltips on), marking
 * each container data-drawn="yes" or "error" so a browser test can tell.
 */
export const EMBED_SCRIPT = `
(function () {
  var charts = JSON.parse(document.getElementById('warbench-charts').textContent);
  var drawn = 0;
  charts.forEach(function (c) {
    var el = document.getElementById('chart-' + c.id);
    vegaEmbed(el, c.spec, { renderer: 'svg', actions: { export: true, source: false, compiled: false, editor: false } })
      .then(function () {
        el.setAttribute('data-drawn', 'yes');
        document.body.setAttribute('data-charts-drawn', String(++drawn));
      })
      .catch(function (err) {
        el.setAttribute('data-drawn', 'error');
        el.textContent = 'This chart could not be drawn: ' + err.message;
        console.error(err);
      });
  });
})();
`;
