import common from './ar.json';
import components from '../components/i18n/ar.json';
import forms from '../forms/i18n/ar.json';
import cards from '../cards/i18n/ar.json';
import charts from '../charts/i18n/ar.json';
import extensions from '../extensions/i18n/ar.json';
import pages from '../pages/i18n/ar.json';

/** Every showcase namespace's strings in this language: one chunk, whichever page opens first. */
export default {
  showcase: common,
  showcaseComponents: components,
  showcaseForms: forms,
  showcaseCards: cards,
  showcaseCharts: charts,
  showcaseExtensions: extensions,
  showcasePages: pages,
};
