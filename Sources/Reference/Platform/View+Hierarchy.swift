extension View {
  /// Moves `view`, a subview, to the front (last), as `bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view`, a subview, to the back (first), as `sendSubviewToBack(_:)`.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Adds `view` at `index` of the subviews, as `insertSubview(_:at:)` (clamped to the end).
  public func insertSubview(_ view: View, at index: Int) {
    addSubview(view)
    subviews.removeLast()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
  }

  /// Adds `view` just above `sibling`, as `insertSubview(_:aboveSubview:)`; at the end when `sibling` is no
  /// subview.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    addSubview(view)
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
    subviews.removeLast()
    subviews.insert(view, at: index + 1)
  }

  /// Adds `view` just below `sibling`, as `insertSubview(_:belowSubview:)`; at the end when `sibling` is no
  /// subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    addSubview(view)
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
    subviews.removeLast()
    subviews.insert(view, at: index)
  }

  /// Swaps two subviews, as `exchangeSubview(at:withSubviewAt:)`.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    subviews.swapAt(index1, index2)
  }

  /// The nearest view with `tag` (the receiver included), as `viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> View? {
    var found: View?
    walk { view in
      if view.tag == tag { found = view }
      return found == nil
    }
    return found
  }
}
