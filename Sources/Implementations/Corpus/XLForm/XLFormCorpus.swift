import InputConformance

/// The XLForm bugs of the real-bug corpus (B39–B42, B44, B45). None can be driven by today's events and
/// drivers; each lists what it needs.
public enum XLFormCorpus {
  /// The six bugs, in corpus order.
  public static let bugs: [CorpusBug] = [b39, b40, b41, b42, b44, b45]

  static let cellDriver =
    "a date-keyboard driver whose control is a table cell (PlatformDateKeyboardDriver takes a UITextField); its text is the cell's detail label"

  static let b39 = CorpusBug(
    id: "B39", repository: "xmartlabs/XLForm",
    issue: "https://github.com/xmartlabs/XLForm/pull/82 (jschmid/fix-datepicker)",
    buggyCommit: "7bd51d56158a4f1a15542107c01529c06b5a69fc", fixCommit: "1a1339fe6a5fc709a291b8f1420ce097983b3e10",
    clause: "DATE-13", expectedClause: "DATE-23",
    trigger: ["row.value = 2014-01-01", "tap the row: the wheels show today, not the value"],
    buggy: nil, fixed: nil,
    needs: [
      cellDriver,
      "DATE-23 (the keyboard opens on the current value) with the app setting the row's value (`.setDate` mapped to `row.value = …; reloadFormRow:`); DATE-13 judged only while the keyboard is open, since a row syncs its picker when it opens",
    ],
    notPortable: nil)

  static let b40 = CorpusBug(
    id: "B40", repository: "xmartlabs/XLForm", issue: "https://github.com/xmartlabs/XLForm/issues/884 (fix PR #895)",
    buggyCommit: "be2fb864beba134e2a6c637bd21a4b5c61f2f469", fixCommit: "55e440bc57ee3062e58909bb43a33f63c9b4bbb2",
    clause: "DATE-9", expectedClause: "DATE-9",
    trigger: ["device time zone UTC+2", "pick 0 h 30 min: the row reads '2hours 30min'"],
    buggy: nil, fixed: nil,
    needs: [
      cellDriver,
      "the device's time zone varied: an environment time zone other than UTC per case, or an event `.setDeviceTimeZone` (the environment's zone changes, as when travelling)",
      "DatePicker model: in countdown mode `date` follows the wheels (their hour and minute in the picker's calendar and time zone); the row stores `sender.date`",
      "capability: the component's countdown text format ('0hours 30min'); the reference formats a countdown 'H:mm'",
    ],
    notPortable: nil)

  static let b41 = CorpusBug(
    id: "B41", repository: "xmartlabs/XLForm", issue: "https://github.com/xmartlabs/XLForm/pull/935",
    buggyCommit: "1da30107dca13e947861397065e183a405d0d26d", fixCommit: "578dea99dd0e9d7618c02a4c4ae265c63505f787",
    clause: "DATE-9", expectedClause: "DATE-9",
    trigger: ["cellConfig locale 'en'", "device locale 'de'", "pick a date: the text is German"],
    buggy: nil, fixed: nil,
    needs: [
      cellDriver,
      "the device's locale varied (an environment locale other than en_US_POSIX per case), with the component's own locale as a capability ('en' through cellConfig)",
    ],
    notPortable: nil)

  static let b42 = CorpusBug(
    id: "B42", repository: "xmartlabs/XLForm", issue: "https://github.com/xmartlabs/XLForm/issues/330 (fix PR #332)",
    buggyCommit: "6e5427d7a41e2260308f5319fbae36c46615b0fe", fixCommit: "8bbbef613be3fb026ad095a2430d0efccdbd1a0e",
    clause: "DATE-7", expectedClause: "DATE-7",
    trigger: [
      "countdown row with a value", "open it (the picker's date is set without animation)",
      "spin once: UIKit sends no valueChanged; the value is unchanged",
    ],
    buggy: nil, fixed: nil,
    needs: [
      cellDriver,
      "DatePicker quirk (lead): after a non-animated set in countdown mode, the first user change sends no valueChanged (openradar 16341977)",
      "DatePicker model: in countdown mode `date` follows the wheels; the row stores `sender.date`",
    ],
    notPortable: nil)

  static let b44 = CorpusBug(
    id: "B44", repository: "xmartlabs/XLForm",
    issue:
      "https://github.com/xmartlabs/XLForm/issues/553 (PR #557), completed by PR https://github.com/xmartlabs/XLForm/pull/641",
    buggyCommit: "e196fc711b24f568a734c5afef3ebdbbec0a6aae", fixCommit: "cd506db478615eeca76e6d19a59828a549dd5cc5",
    clause: "RESP-6", expectedClause: "RESP-6",
    trigger: [
      "form [inline selector row (collapsed), text row]", "row.disabled = YES: its cell is sent resignFirstResponder",
      "the text row is removed",
    ],
    buggy: nil, fixed: nil,
    needs: [
      "an observation of the host table's rows (a resign of a responder that is not first must leave its neighbours in place)",
      "a driver for a form row's cell, with `.setEnabled(false)` mapped to `row.disabled = YES` (XLForm then sends the cell resignFirstResponder)",
    ],
    notPortable: nil)

  static let b45 = CorpusBug(
    id: "B45", repository: "xmartlabs/XLForm",
    issue: "https://github.com/xmartlabs/XLForm/issues/900 (PR #971 unmerged)",
    buggyCommit: "ceca40bb06c776758cc44e62df491ae9db7491f3", fixCommit: nil,
    clause: "RESP-6", expectedClause: "RESP-6",
    trigger: [
      "open the inline Date Time row", "scroll so that only its picker row is visible",
      "tap 'Date' in another section: XLForm's Date Time cell is resigned twice; the 'Date Time' row vanishes",
    ],
    buggy: nil, fixed: nil,
    needs: [
      "an observation of the host table's rows",
      "a second resignFirstResponder of the cell after another row became first (UIKit sends it, per the maintainers, when the cell is off screen; the model does not scroll)",
      "the visible loss of the 'Date Time' row itself is UITableView's internal state after XLForm removes a row during that resign; the port reproduces the root cause (the repeated resign removes the date picker row below the cell) but not UIKit's table corruption",
    ],
    notPortable: nil)
}
