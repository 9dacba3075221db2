import common from './en.json';
import components from '../components/i18n/en.json';
import forms from '../forms/i18n/en.json';
import cards from '../cards/i18n/en.json';
import charts from '../charts/i18n/en.json';
import extensions from '../extensions/i18n/en.json';
import pages from '../pages/i18n/en.json';

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
