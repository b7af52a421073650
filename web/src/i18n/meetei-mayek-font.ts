// Its own chunk, imported only for the notice in Manipuri (consent-notice.ts): the stylesheet comes with it.
import './meetei-mayek-font.css';
