/** The look shared by every chart: bundled DejaVu fonts, plain white ground. */
export const FONT_FAMILY = 'DejaVu Sans';

export const CHART_CONFIG = {
  font: FONT_FAMILY,
  background: 'white',
  padding: 16,
  view: { stroke: null },
  title: {
    fontSize: 16,
    fontWeight: 'bold',
    anchor: 'start',
    offset: 12,
    subtitleFontSize: 12,
    subtitleColor: '#333',
    subtitlePadding: 6,
  },
  // labels closer than labelSeparation are thinned out rather than drawn into each other
  axis: {
    labelFontSize: 12,
    titleFontSize: 12,
    titleFontWeight: 'bold',
    titlePadding: 8,
    labelLimit: 220,
    gridColor: '#e4e4e4',
    labelOverlap: true,
    labelSeparation: 6,
  },
  legend: { labelFontSize: 12, titleFontSize: 12, titleLimit: 300, labelLimit: 220, symbolOpacity: 1 },
  header: { labelFontSize: 12, titleFontSize: 12, titleFontWeight: 'bold' },
} as const;

/** Axis formats for the value axis. */
export const PERCENT_AXIS = { format: '.0%' } as const;
