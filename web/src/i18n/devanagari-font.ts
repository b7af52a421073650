// Its own chunk, imported only for Hindi (i18n.ts): the stylesheet comes with it.
import './devanagari-font.css';
