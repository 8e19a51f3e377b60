import Foundation

extension View {
  /// The view's origin in its window's coordinates: its frame's origin and its superviews' (the model has no
  /// transforms or scrolling that move content).
  var originInWindow: CGPoint {
    var point = CGPoint.zero
    var node: View? = self
    while let current = node, !(current is Window) {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      node = current.superview
    }
    return point
  }

  /// `point` in the receiver's coordinates as `view` sees it (the window's for `nil`), as `convert(_:to:)`.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let here = originInWindow
    let there = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
  }

  /// `point` in `view`'s coordinates (the window's for `nil`) as the receiver sees it, as `convert(_:from:)`.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    (view ?? window)?.convert(point, to: self) ?? point
  }

  /// `rect` in the receiver's coordinates as `view` sees it, as `convert(_:to:)`.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect` in `view`'s coordinates as the receiver sees it, as `convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
