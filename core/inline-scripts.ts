// The site's inline scripts, as text. Every executable inline script of a page comes from here (or
// from Astro itself), so the build can hash each one into the Content-Security-Policy
// (site/lib/csp.ts): a script that is not listed here does not run.
import { LOGIN_COOKIE } from './session.ts';

/** A language in the URL overrides and updates the stored choice (spec §1). It also marks the page
 * of a visitor with a login cookie (html[data-session]): until the header's code has read the
 * session, its guest links (Log In, Sign Up) are hidden rather than offered to a signed-in user. */
export const LANG_SCRIPT = `(function(){var d=document.documentElement,lang=d.dataset.lang;`
  + `try{localStorage.setItem('bookloom.lang',lang);}catch(e){}`
  + `document.cookie='bookloom.lang='+lang+'; path=/; max-age=31536000; samesite=lax';`
  + `if(/(?:^|;\\s*)${LOGIN_COOKIE}=[^;]/.test(document.cookie))d.setAttribute('data-session','');})();`;

/** Local storage key listing the script fonts this browser has fetched (site/lib/fonts.ts). */
export const FONTS_KEY = 'bookloom.fonts';

/**
 * Script fonts without slowing a first visit (site/lib/fonts.ts). The page's <style data-font>
 * declares the faces and gives them to the page only under html.web-font. A browser that has
 * fetched them before (noted in local storage) gets the class before the first paint, and the
 * faces come from its cache (preloaded, so the first paint waits the moment they take rather than
 * changing font after it); otherwise the text stays in the system font and the files are
 * prefetched (lowest priority) once the page has loaded and the browser is idle, for the next page.
 */
export const FONT_SCRIPT = `(function(){var s=document.querySelector('style[data-font]');if(!s)return;var k='${FONTS_KEY}',f=s.getAttribute('data-font'),d=document.documentElement,h=[];`
  + `try{h=(localStorage.getItem(k)||'').split(' ');}catch(e){}var u=(s.getAttribute('data-font-files')||'').split(' '),`
  + `m=function(r,x){var l=document.createElement('link');l.rel=r;l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=x;return l;};`
  // preloaded, an optional face holds the first paint until it is read from the cache (≤ 100 ms)
  // rather than painting the system font and changing it a moment later
  + `if(h.indexOf(f)>=0){d.classList.add('web-font');u.forEach(function(x){document.head.appendChild(m('preload',x));});return;}`
  // the page's own pictures and code first: three seconds after the load, when the browser is idle
  + `addEventListener('load',function(){setTimeout(function(){(window.requestIdleCallback||setTimeout)(function(){var n=0;`
  + `u.forEach(function(x){var l=m('prefetch',x);`
  + `l.onload=function(){if(++n===u.length){try{h.push(f);localStorage.setItem(k,h.join(' ').trim());}catch(e){}}};document.head.appendChild(l);});});},3000);});})();`;

/** The login pages' reason banners: reveals the one named by ?reason=… */
export const LOGIN_REASONS_SCRIPT = `(function(){var reason=new URLSearchParams(location.search).get('reason');if(!reason)return;`
  + `document.querySelectorAll('.login-reasons [data-reason]').forEach(function(el){if(el.getAttribute('data-reason')===reason)el.hidden=false;});})();`;

/** Local storage key holding the id of the announcement the reader dismissed. */
export const DISMISSED_KEY = 'bookloom.announcement.dismissed';

/** The site announcement's dismiss button; runs right after the banner is parsed. */
export const DISMISS_SCRIPT = `(function(){var b=document.getElementById('site-announcement');if(!b)return;var k='${DISMISSED_KEY}',id=b.getAttribute('data-announcement');`
  + `try{if(localStorage.getItem(k)===id){b.remove();return;}}catch(e){}var c=b.querySelector('button');c.hidden=false;`
  + `c.addEventListener('click',function(){try{localStorage.setItem(k,id);}catch(e){}b.remove();});})();`;

/** The picture book shows one page at a time from its first paint: run right after the story's
 * opening tag, before its pages are parsed, so the browser never lays out the whole book (a phone
 * lays out one page, not thirteen). story-controls.ts then turns the pages; without JavaScript
 * neither runs and every page stands one under the other (and a browser that could not run the
 * controls' module script keeps them so too). */
export const STORY_PAGED_SCRIPT = `if('noModule' in HTMLScriptElement.prototype)document.currentScript.parentElement.dataset.paged='';`;
