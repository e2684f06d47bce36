// The site's inline scripts, as text. Every executable inline script of a page comes from here (or
// from Astro itself), so the build can hash each one into the Content-Security-Policy
// (site/lib/csp.ts): a script that is not listed here does not run.

/** A language in the URL overrides and updates the stored choice (spec §1). */
export const LANG_SCRIPT = `(function(){var lang=document.documentElement.dataset.lang;`
  + `try{localStorage.setItem('bookloom.lang',lang);}catch(e){}`
  + `document.cookie='bookloom.lang='+lang+'; path=/; max-age=31536000; samesite=lax';})();`;

/** The login pages' reason banners: reveals the one named by ?reason=… */
export const LOGIN_REASONS_SCRIPT = `(function(){var reason=new URLSearchParams(location.search).get('reason');if(!reason)return;`
  + `document.querySelectorAll('.login-reasons [data-reason]').forEach(function(el){if(el.getAttribute('data-reason')===reason)el.hidden=false;});})();`;

/** Local storage key holding the id of the announcement the reader dismissed. */
export const DISMISSED_KEY = 'bookloom.announcement.dismissed';

/** The site announcement's dismiss button; runs right after the banner is parsed. */
export const DISMISS_SCRIPT = `(function(){var b=document.getElementById('site-announcement');if(!b)return;var k='${DISMISSED_KEY}',id=b.getAttribute('data-announcement');`
  + `try{if(localStorage.getItem(k)===id){b.remove();return;}}catch(e){}var c=b.querySelector('button');c.hidden=false;`
  + `c.addEventListener('click',function(){try{localStorage.setItem(k,id);}catch(e){}b.remove();});})();`;
