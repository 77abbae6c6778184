import { defineWidget, on, takeAttributes } from '../../src/index.ts';
import { Dropdowns } from './dropdowns.ts';
import { MobileNav } from './mobileNav.ts';
import { watchDialogs } from './watchDialogs.ts';

export default defineWidget({
  name: 'main-nav',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const list = el.querySelector<HTMLElement>('.main-nav__list');
    if (!list) throw new Error('main-nav needs a .main-nav__list inside its element');
    const dropdowns = new Dropdowns(list, { hover: true }, signal);
    dropdowns.start();
    const burger = el.querySelector<HTMLButtonElement>('button.main-nav__burger');
    // The server's fold (the list a popover the burger opens) becomes the widget's mobile copy: a
    // menu the customer opened before the code came stays open.
    const wasOpen = list.hasAttribute('popover') && list.matches(':popover-open');
    const restore = takeAttributes([list, burger], ['popover', 'popovertarget', 'popovertargetaction']);
    const mobile = burger ? new MobileNav(el, burger, list, signal) : undefined;
    mobile?.start();
    if (wasOpen) mobile?.open();
    const closeAll = () => {
      dropdowns.closeAll();
      mobile?.close();
    };
    const stops = [
      on('vitrine:page-leave', closeAll),
      on('vitrine:page-swap', closeAll),
      watchDialogs(() => mobile?.close()),
    ];
    return () => {
      for (const stop of stops.reverse()) stop();
      mobile?.stop();
      dropdowns.closeAll();
      restore();
    };
  },
});
