// Its own chunk, imported only for the notice in Santali (consent-notice.ts): the stylesheet comes with it.
import './ol-chiki-font.css';
